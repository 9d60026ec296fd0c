module saturating_arithmetic_0001_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (up && !down && count + step > 5'd15)
            count_next = 4'd15;
        else if (up && !down)
            count_next = count + step;
        else if (down && !up && step > count)
            count_next = 4'd0;
        else if (down && !up)
            count_next = count - step;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule
