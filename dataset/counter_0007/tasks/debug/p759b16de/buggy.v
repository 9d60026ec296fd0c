module counter_0007_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clr,
    output reg  [3:0] ones_digit,
    output reg  [3:0] tens_digit,
    output reg        at_99
);
    reg [3:0] ones;
    reg [3:0] tens;

    always @(posedge clk) begin
        if (rst) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else begin
            if (clr)
                ones <= 4'd0;
            else if (en && ones == 4'd9)
                ones <= 4'd0;
            else if (en)
                ones <= ones + 4'd1;
            if (clr)
                tens <= 4'd0;
            else if (en && ones == 4'd9 && tens == 4'd9)
                tens <= 4'd0;
            else begin if (en && ones == 4'd9)
                tens <= tens + 4'd1; tens <= 4'd0; end
        end
    end

    always @* begin
        ones_digit = ones;
        tens_digit = tens;
        at_99 = ones == 4'd9 && tens == 4'd9;
    end
endmodule
