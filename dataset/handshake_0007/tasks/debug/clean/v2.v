module handshake_0007_ternary_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       ack,
    input  wire       nack,
    output wire       req,
    output wire [1:0] attempts,
    output wire       failed
);
    reg active_r;
    reg [1:0] tries_r;
    reg fail_q_r;
    wire active_d = rst ? 1'b0 :
                    (!active_r && start) ? 1'b1 :
                    (active_r && ack) ? 1'b0 :
                    (active_r && nack && tries_r == 2'd3) ? 1'b0 :
                    active_r;
    wire [1:0] tries_d = rst ? 2'd0 :
                         (!active_r && start) ? 2'd0 :
                         (active_r && !ack && nack && tries_r != 2'd3) ? tries_r + 2'd1 :
                         tries_r;
    wire fail_q_d = rst ? 1'b0 :
                    (!active_r && start) ? 1'b0 :
                    (active_r && !ack && nack && tries_r == 2'd3) ? 1'b1 :
                    fail_q_r;

    always @(posedge clk) begin
        active_r <= active_d;
        tries_r <= tries_d;
        fail_q_r <= fail_q_d;
    end

    assign req = active_r;
    assign attempts = tries_r;
    assign failed = fail_q_r;
endmodule
