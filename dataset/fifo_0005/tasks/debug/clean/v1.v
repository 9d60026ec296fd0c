module fifo_0005_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] fill_level,
    input  wire [3:0] high_mark,
    input  wire [3:0] low_mark,
    output reg        xoff,
    output reg        xon
);

    always @(posedge clk) begin
        if (rst) begin
            xoff <= 1'b0;
        end else begin
            if (fill_level >= high_mark)
                xoff <= 1'b1;
            else if (fill_level <= low_mark)
                xoff <= 1'b0;
        end
    end

    always @* begin
        xon = !xoff;
    end
endmodule
