module hidden_0044_canonical_next (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    input  wire loss,
    output wire can_send
);
    reg [2:0] inflight;
    reg [2:0] cwnd;
    reg [2:0] inflight_next;
    reg [2:0] cwnd_next;

    always @* begin
        if (send && inflight < cwnd && !ack)
            inflight_next = inflight + 3'd1;
        else if (ack && !(send && inflight < cwnd) && inflight != 3'd0)
            inflight_next = inflight - 3'd1;
        else
            inflight_next = inflight;
    end

    always @* begin
        if (loss && !ack)
            cwnd_next = 3'd1;
        else if (ack && cwnd != 3'd4)
            cwnd_next = cwnd + 3'd1;
        else
            cwnd_next = cwnd;
    end

    always @(posedge clk) begin
        if (rst) begin
            inflight <= 3'd0;
            cwnd <= 3'd1;
        end else begin
            inflight <= inflight_next;
            cwnd <= cwnd_next;
        end
    end

    assign can_send = inflight < cwnd;
endmodule
