module timer_0006_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       sample_en,
    input  wire       noisy_in,
    output wire       clean,
    output wire [1:0] pending,
    output wire       changing
);
    reg stable_r;
    reg [1:0] cnt_r;
    wire stable_d = rst ? 1'b0 :
                    (sample_en && noisy_in != stable_r && cnt_r == 2'd2) ? noisy_in :
                    stable_r;
    wire [1:0] cnt_d = rst ? 2'd0 :
                       (sample_en && noisy_in != stable_r && cnt_r != 2'd2) ? cnt_r + 2'd1 :
                       sample_en ? 2'd0 :
                       cnt_r;

    always @(posedge clk) begin
        stable_r <= stable_d;
        cnt_r <= cnt_d;
    end

    assign clean = stable_r;
    assign pending = cnt_r;
    assign changing = cnt_r != 2'd0;
endmodule
