module fifo_0004_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire       rd_en,
    output wire [1:0] waddr,
    output wire [1:0] raddr,
    output wire       full,
    output wire       empty
);
    reg [2:0] wptr;
    reg [2:0] rptr;
    reg [2:0] wptr_next;
    reg [2:0] rptr_next;

    always @* begin
        if (wr_en && !(wptr[2] != rptr[2] && wptr[1:0] == rptr[1:0]))
            wptr_next = wptr + 3'd1;
        else
            wptr_next = wptr;
    end

    always @* begin
        if (rd_en && wptr != rptr)
            rptr_next = rptr + 3'd1;
        else
            rptr_next = rptr;
    end

    always @(posedge clk) begin
        if (rst) begin
            wptr <= 3'd0;
            rptr <= 3'd0;
        end else begin
            wptr <= wptr_next;
            rptr <= rptr_next;
        end
    end

    assign waddr = wptr[1:0];
    assign raddr = rptr[1:0];
    assign full = wptr[2] != rptr[2] && wptr[1:0] == rptr[1:0];
    assign empty = wptr == rptr;
endmodule
