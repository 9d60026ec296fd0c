module fifo_0004_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire       rd_en,
    output reg  [1:0] waddr,
    output reg  [1:0] raddr,
    output reg        full,
    output reg        empty
);
    reg [2:0] wptr;
    reg [2:0] rptr;

    always @(posedge clk) begin
        if (rst) begin
            wptr <= 3'd0;
            rptr <= 3'd0;
        end else begin
            if (wr_en && !(wptr[2] != rptr[2] && wptr[1:0] == rptr[1:0]))
                wptr <= wptr + 3'd1;
            if (rd_en && wptr != rptr)
                rptr <= rptr + 3'd1;
        end
    end

    always @* begin
        waddr = wptr[1:0];
        raddr = rptr[1:0];
        full = wptr[2] != rptr[2] && wptr[1:0] == rptr[1:0];
        empty = wptr == rptr;
    end
endmodule
