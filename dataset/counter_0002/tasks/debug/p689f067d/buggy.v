module counter_0002_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clear,
    input  wire [3:0] last_value,
    output wire [3:0] count,
    output wire       at_end
);
    reg [3:0] count_r;
    wire [3:0] count_d = rst ? 4'd0 :
                         clear ? 4'd0 :
                         (en && count_r >= last_value) ? 4'd0 :
                         en ? count_r + 4'd1 :
                         count_r;

    always @(posedge clk) begin
        count_r <= count_r;
    end

    assign count = count_r;
    assign at_end = count_r >= last_value;
endmodule
