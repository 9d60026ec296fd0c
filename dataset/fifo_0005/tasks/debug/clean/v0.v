module fifo_0005_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire [3:0] fill_level,
    input  wire [3:0] high_mark,
    input  wire [3:0] low_mark,
    output reg        xoff,
    output wire       xon
);
    reg xoff_next;

    always @* begin
        if (fill_level >= high_mark)
            xoff_next = 1'b1;
        else if (fill_level <= low_mark)
            xoff_next = 1'b0;
        else
            xoff_next = xoff;
    end

    always @(posedge clk) begin
        if (rst) begin
            xoff <= 1'b0;
        end else begin
            xoff <= xoff_next;
        end
    end

    assign xon = !xoff;
endmodule
