module handshake_0007_sequential_priority (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       ack,
    input  wire       nack,
    output reg        req,
    output reg  [1:0] attempts,
    output reg        failed
);
    reg active;
    reg [1:0] tries;
    reg fail_q;

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            tries <= 2'd0;
            fail_q <= 1'b0;
        end else begin
            if (!active && start)
                active <= 1'b1;
            else if (active && ack)
                active <= 1'b0;
            else if (active && nack && tries == 2'd3)
                active <= 1'b0;
            if (!active && start)
                tries <= 2'd0;
            else if (active && !ack && nack && tries != 2'd3)
                tries <= tries + 2'd1;
            if (!active && start)
                fail_q <= 1'b0;
            else if (active && !ack && nack && tries == 2'd3)
                fail_q <= 1'b1;
        end
    end

    always @* begin
        req = active;
        attempts = tries;
        failed = fail_q;
    end
endmodule
