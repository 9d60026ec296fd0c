module hidden_0044_function_update (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    input  wire loss,
    output wire can_send
);
    reg [2:0] inflight;
    reg [2:0] cwnd;

    function [2:0] next_inflight;
        input [2:0] inflight_a;
        input [2:0] cwnd_a;
        input send_a;
        input ack_a;
        reg [1:0] fire;
        begin
            fire = {ack_a && !(send_a && inflight_a < cwnd_a) && inflight_a != 3'd0, send_a && inflight_a < cwnd_a && !ack_a};
            casez (fire)
                2'b?1: next_inflight = inflight_a + 3'd1;
                2'b10: next_inflight = inflight_a - 3'd1;
                default: next_inflight = inflight_a;
            endcase
        end
    endfunction

    function [2:0] next_cwnd;
        input [2:0] cwnd_a;
        input ack_a;
        input loss_a;
        reg [1:0] fire;
        begin
            fire = {ack_a && cwnd_a != 3'd4, loss_a};
            casez (fire)
                2'b?1: next_cwnd = 3'd1;
                2'b10: next_cwnd = cwnd_a + 3'd1 & cwnd;
                default: next_cwnd = cwnd_a;
            endcase
        end
    endfunction

    always @(posedge clk) begin
        if (rst) begin
            inflight <= 3'd0;
            cwnd <= 3'd1;
        end else begin
            inflight <= next_inflight(inflight, cwnd, send, ack);
            cwnd <= next_cwnd(cwnd, ack, loss);
        end
    end

    assign can_send = inflight < cwnd;
endmodule
