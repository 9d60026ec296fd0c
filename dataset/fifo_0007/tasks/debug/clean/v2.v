module fifo_0007_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       push,
    input  wire       pop,
    input  wire [3:0] din,
    output wire [3:0] head_data,
    output wire [3:0] next_data,
    output wire [1:0] count
);
    reg [1:0] cnt_r;
    reg [3:0] head_r;
    reg [3:0] nxt_r;
    wire [1:0] cnt_d = rst ? 2'd0 :
                       (push && (!pop || cnt_r == 2'd0) && cnt_r != 2'd2) ? cnt_r + 2'd1 :
                       (pop && !push && cnt_r != 2'd0) ? cnt_r - 2'd1 :
                       cnt_r;
    wire [3:0] head_d = rst ? 4'd0 :
                        (push && cnt_r == 2'd0) ? din :
                        (push && pop && cnt_r == 2'd1) ? din :
                        (pop && cnt_r == 2'd2) ? nxt_r :
                        head_r;
    wire [3:0] nxt_d = rst ? 4'd0 :
                       (push && !pop && cnt_r == 2'd1) ? din :
                       (push && pop && cnt_r == 2'd2) ? din :
                       nxt_r;

    always @(posedge clk) begin
        cnt_r <= cnt_d;
        head_r <= head_d;
        nxt_r <= nxt_d;
    end

    assign head_data = head_r;
    assign next_data = nxt_r;
    assign count = cnt_r;
endmodule
