module hidden_0024_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire pwr_on,
    output wire en_core,
    output wire en_io,
    output wire pgood
);
    reg [3:0] elapsed;
    reg [3:0] elapsed_next;

    always @* begin
        if (!pwr_on)
            elapsed_next = 4'd0;
        else if (elapsed == 4'd2)
            elapsed_next = 4'd4;
        else if (elapsed != 4'd9)
            elapsed_next = elapsed + 4'd1;
        else
            elapsed_next = elapsed;
    end

    always @(posedge clk) begin
        if (rst) begin
            elapsed <= 4'd0;
        end else begin
            elapsed <= elapsed_next;
        end
    end

    assign en_core = elapsed != 4'd0;
    assign en_io = elapsed >= 4'd4;
    assign pgood = elapsed == 4'd9;
endmodule
