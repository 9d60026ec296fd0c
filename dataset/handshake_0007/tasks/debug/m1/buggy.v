module handshake_0007_canonical_next (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       ack,
    input  wire       nack,
    output wire       req,
    output wire [1:0] attempts,
    output wire       failed
);
    reg active;
    reg [1:0] tries;
    reg fail_q;
    reg active_next;
    reg [1:0] tries_next;
    reg fail_q_next;

    always @* begin
        if (!active && start)
            active_next = 1'b1;
        else if (active && ack)
            active_next = 1'b0;
        else if (1'b0)
            active_next = 1'b0;
        else
            active_next = active;
    end

    always @* begin
        if (!active && start)
            tries_next = 2'd0;
        else if (active && !ack && nack && tries != 2'd3)
            tries_next = tries + 2'd1;
        else
            tries_next = tries;
    end

    always @* begin
        if (!active && start)
            fail_q_next = 1'b0;
        else if (active && !ack && nack && tries == 2'd3)
            fail_q_next = 1'b1;
        else
            fail_q_next = fail_q;
    end

    always @(posedge clk) begin
        if (rst) begin
            active <= 1'b0;
            tries <= 2'd0;
            fail_q <= 1'b0;
        end else begin
            active <= active_next;
            tries <= tries_next;
            fail_q <= fail_q_next;
        end
    end

    assign req = active;
    assign attempts = tries;
    assign failed = fail_q;
endmodule
