module saturating_arithmetic_0001_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       up,
    input  wire       down,
    input  wire [1:0] step,
    output reg  [3:0] count,
    output reg        at_max,
    output reg        at_min
);

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            if (up && !down && count + step > 5'd15)
                count <= 4'd15;
            else if (up && !down)
                count <= count + step;
            else if (down && !up && step > count)
                count <= 4'd0;
            else if (down && !up)
                ;
        end
    end

    always @* begin
        at_max = count == 4'd15;
        at_min = count == 4'd0;
    end
endmodule
