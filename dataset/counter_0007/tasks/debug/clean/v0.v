module counter_0007_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       en,
    input  wire       clr,
    output wire [3:0] ones_digit,
    output wire [3:0] tens_digit,
    output wire       at_99
);
    reg [3:0] ones;
    reg [3:0] tens;
    reg [3:0] ones_next;
    reg [3:0] tens_next;

    always @* begin
        if (clr)
            ones_next = 4'd0;
        else if (en && ones == 4'd9)
            ones_next = 4'd0;
        else if (en)
            ones_next = ones + 4'd1;
        else
            ones_next = ones;
    end

    always @* begin
        if (clr)
            tens_next = 4'd0;
        else if (en && ones == 4'd9 && tens == 4'd9)
            tens_next = 4'd0;
        else if (en && ones == 4'd9)
            tens_next = tens + 4'd1;
        else
            tens_next = tens;
    end

    always @(posedge clk) begin
        if (rst) begin
            ones <= 4'd0;
            tens <= 4'd0;
        end else begin
            ones <= ones_next;
            tens <= tens_next;
        end
    end

    assign ones_digit = ones;
    assign tens_digit = tens;
    assign at_99 = ones == 4'd9 && tens == 4'd9;
endmodule
