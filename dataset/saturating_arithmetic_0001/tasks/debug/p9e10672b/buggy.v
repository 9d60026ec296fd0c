module saturating_arithmetic_0001_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output wire [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_r;
    wire [3:0] count_d = rst ? 4'd0 :
                         (up && !down && count_r + step > 5'd15) ? 4'd15 :
                         (up && !down) ? count_r + step :
                         (down && !up && step > count_r) ? 4'd0 :
                         (down && !up) ? count_r - step[1:1] :
                         count_r;

    always @(posedge clk) begin
        count_r <= count_d;
    end

    assign count = count_r;
    assign at_max = count_r == 4'd15;
    assign at_min = count_r == 4'd0;
endmodule
