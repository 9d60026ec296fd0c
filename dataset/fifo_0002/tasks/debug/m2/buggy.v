module fifo_0002_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       flush,
    input  wire       rd_en,
    input  wire [2:0] rd_bytes,
    input  wire       wr_en,
    input  wire [2:0] wr_bytes,
    output reg  [3:0] used,
    output wire [3:0] space,
    output wire       empty
);
    reg [3:0] used_next;

    always @* begin
        if (flush)
            used_next = 4'd0;
        else if (rd_en && wr_en)
            used_next = used;
        else if (rd_en && {1'b0, rd_bytes} <= used)
            used_next = used - {1'b0, rd_bytes};
        else if (wr_en && {1'b0, wr_bytes} <= 4'd15 - used)
            used_next = used + {1'b0, wr_bytes};
        else
            used_next = used;
    end

    always @(posedge clk) begin
        if (rst) begin
            used <= 4'd0;
        end else begin
            used <= used_next;
        end
    end

    assign space = 4'd15 - used;
    assign empty = used == 4'd0;
endmodule
