module hidden_0044_sequential_priority (
    input  wire clk,
    input  wire rst,
    input  wire send,
    input  wire ack,
    input  wire loss,
    output reg  can_send
);
    reg [2:0] inflight;
    reg [2:0] cwnd;

    always @(negedge clk) begin
        if (rst) begin
            inflight <= 3'd0;
            cwnd <= 3'd1;
        end else begin
            if (send && inflight < cwnd && !ack)
                inflight <= inflight + 3'd1;
            else if (ack && !(send && inflight < cwnd) && inflight != 3'd0)
                inflight <= inflight - 3'd1;
            if (loss)
                cwnd <= 3'd1;
            else if (ack && cwnd != 3'd4)
                cwnd <= cwnd + 3'd1;
        end
    end

    always @* begin
        can_send = inflight < cwnd;
    end
endmodule
