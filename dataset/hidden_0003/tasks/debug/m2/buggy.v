module hidden_0003_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire busy,
    output wire tmo
);
    reg [2:0] quiet;
    reg [2:0] quiet_next;

    always @* begin
        if (busy && quiet != 3'd5)
            quiet_next = 3'd0;
        else if (quiet != 3'd5)
            quiet_next = quiet + 3'd1;
        else
            quiet_next = quiet;
    end

    always @(posedge clk) begin
        if (rst) begin
            quiet <= 3'd0;
        end else begin
            quiet <= quiet_next;
        end
    end

    assign tmo = quiet == 3'd4;
endmodule
