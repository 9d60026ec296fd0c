module protocol_controller_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       send_req,
    input  wire       ack_valid,
    input  wire [2:0] ack_num,
    output wire [2:0] tx_seq,
    output wire [2:0] window_base,
    output wire [2:0] in_flight,
    output wire       window_full,
    output wire       tx_fire
);
    reg [2:0] next_seq;
    reg [2:0] base;
    reg [2:0] next_seq_next;
    reg [2:0] base_next;

    always @* begin
        if (send_req && next_seq - base != 3'd4)
            next_seq_next = next_seq + 3'd1;
        else
            next_seq_next = next_seq;
    end

    always @* begin
        if (ack_valid && ack_num - base <= next_seq - base)
            base_next = ack_num;
        else
            base_next = base;
    end

    always @(posedge clk) begin
        if (rst) begin
            next_seq <= 3'd0;
            base <= 3'd0;
        end else begin
            next_seq <= next_seq_next;
            base <= base_next;
        end
    end

    assign tx_seq = next_seq;
    assign window_base = base;
    assign in_flight = next_seq - base;
    assign window_full = next_seq - base == 3'd4;
    assign tx_fire = send_req && next_seq - base != 3'd4;
endmodule

module saturating_arithmetic_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       op_valid,
    input  wire [2:0] op_a,
    input  wire [2:0] op_b,
    output wire [4:0] product,
    output wire       clipped
);
    reg [4:0] prod;
    reg clip;
    reg [4:0] prod_next;
    reg clip_next;

    always @* begin
        if (op_valid && op_a * op_b > 6'd31)
            prod_next = 5'd31;
        else if (op_valid)
            prod_next = op_a * op_b;
        else
            prod_next = prod;
    end

    always @* begin
        if (op_valid)
            clip_next = op_a * op_b > 6'd31;
        else
            clip_next = clip;
    end

    always @(posedge clk) begin
        if (rst) begin
            prod <= 5'd0;
            clip <= 1'b0;
        end else begin
            prod <= prod_next;
            clip <= clip_next;
        end
    end

    assign product = prod;
    assign clipped = clip;
endmodule

module handshake_0007 (
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
        else if (active && nack && tries == 2'd3)
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
