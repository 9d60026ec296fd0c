module fifo_0004_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       wr_en,
    input  wire       rd_en,
    output wire [1:0] waddr,
    output wire [1:0] raddr,
    output wire       full,
    output wire       empty
);
    reg [2:0] wptr_r;
    reg [2:0] rptr_r;
    wire [2:0] wptr_d = rst ? 3'd0 :
                        (wr_en && !(wptr_r[2] != rptr_r[2] && wptr_r[1:0] == rptr_r[1:0])) ? wptr_r + 3'd1 :
                        wptr_r;
    wire [2:0] rptr_d = rst ? 3'd0 :
                        (rd_en && wptr_r != rptr_r) ? rptr_r + 3'd1 :
                        rptr_r;

    always @(posedge clk) begin
        wptr_r <= wptr_d;
        rptr_r <= rptr_d;
    end

    assign waddr = wptr_r[1:0];
    assign raddr = rptr_r[1:0];
    assign full = wptr_r[2] != rptr_r[2] && wptr_r[1:0] == rptr_r[1:0];
    assign empty = wptr_r == rptr_r;
endmodule
