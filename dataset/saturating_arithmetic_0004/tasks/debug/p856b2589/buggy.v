module saturating_arithmetic_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       pix_valid,
    input  wire [5:0] raw,
    input  wire [3:0] black_level,
    output reg  [3:0] pixel,
    output reg        crushed,
    output reg        blown
);

    always @(posedge clk) begin
        if (rst) begin
            pixel <= 4'd0;
        end else begin
            if (pix_valid && raw < black_level)
                pixel <= 4'd0;
            else if (pix_valid && raw - black_level > 6'd15)
                pixel <= 4'd15;
            else if (pix_valid)
                pixel <= 4'd15;
        end
    end

    always @* begin
        crushed = pixel == 4'd0;
        blown = pixel == 4'd15;
    end
endmodule
