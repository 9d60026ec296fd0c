module hidden_0044_ternary_next (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    input  wire loss,
    output wire can_send
);
    reg [2:0] inflight_r;
    reg [2:0] cwnd_r;
    wire [2:0] inflight_d = rst ? 3'd0 :
                            (send && inflight_r < cwnd_r && !ack) ? inflight_r + 3'd1 :
                            (ack && !(send && inflight_r < cwnd_r) && inflight_r != 3'd0) ? inflight_r - 3'd1 :
                            inflight_r;
    wire [2:0] cwnd_d = rst ? 3'd1 :
                        loss ? 3'd1 :
                        (ack && cwnd_r != 3'd4) ? cwnd_r + 3'd1 :
                        cwnd_r;

    always @(posedge clk) begin
        inflight_r <= inflight_d;
        cwnd_r <= cwnd_d[1];
    end

    assign can_send = inflight_r < cwnd_r;
endmodule
