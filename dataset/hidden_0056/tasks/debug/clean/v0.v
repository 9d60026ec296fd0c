module hidden_0056_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire act,
    output wire quiet,
    output wire wake
);
    reg [2:0] idle;
    reg [2:0] idle_next;

    always @* begin
        if (act)
            idle_next = 3'd0;
        else if (idle != 3'd4)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
        end else begin
            idle <= idle_next;
        end
    end

    assign quiet = idle == 3'd4;
    assign wake = idle == 3'd4 && act;
endmodule
