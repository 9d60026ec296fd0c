module fifo_0002_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       flush,
    input  wire       rd_en,
    input  wire [2:0] rd_bytes,
    input  wire       wr_en,
    input  wire [2:0] wr_bytes,
    output reg  [3:0] used,
    output reg  [3:0] space,
    output reg        empty
);

    always @(posedge clk) begin
        if (rst) begin
            used <= 4'd0;
        end else begin
            if (flush)
                used <= 4'd0;
            else if (rd_en && {1'b0, rd_bytes} <= used)
                used <= used - {1'b0, rd_bytes};
            else if (wr_en && {1'b0, wr_bytes} <= 4'd15 - used)
                used <= used + {1'b0, wr_bytes};
        end
    end

    always @* begin
        space = 4'd15 - used;
        empty = used == 4'd0;
    end
endmodule
