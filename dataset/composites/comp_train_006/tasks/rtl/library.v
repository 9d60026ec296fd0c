module hidden_0063 (
    input  wire clk,
    input  wire rst,
    input  wire in_tol,
    output wire lock
);
    reg [2:0] score;
    reg lk;
    reg [2:0] score_next;
    reg lk_next;

    always @* begin
        if (in_tol && score != 3'd7)
            score_next = score + 3'd1;
        else if (!in_tol && score >= 3'd2)
            score_next = score - 3'd2;
        else if (!in_tol)
            score_next = 3'd0;
        else
            score_next = score;
    end

    always @* begin
        if (in_tol && score == 3'd6)
            lk_next = 1'b1;
        else if (!in_tol && score <= 3'd2)
            lk_next = 1'b0;
        else
            lk_next = lk;
    end

    always @(posedge clk) begin
        if (rst) begin
            score <= 3'd0;
            lk <= 1'b0;
        end else begin
            score <= score_next;
            lk <= lk_next;
        end
    end

    assign lock = lk;
endmodule

module interrupt_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire [1:0] irq_prio,
    input  wire       done,
    output reg  [1:0] active_prio,
    output reg        suspended
);
    localparam S_THREAD = 2'd0;
    localparam S_SERVE_LOW = 2'd1;
    localparam S_SERVE_HIGH = 2'd2;
    localparam S_PREEMPTED = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_THREAD: begin
                if (irq_prio >= 2'd2)
                    state_next = S_SERVE_HIGH;
                else if (irq_prio == 2'd1)
                    state_next = S_SERVE_LOW;
            end
            S_SERVE_LOW: begin
                if (irq_prio >= 2'd2)
                    state_next = S_PREEMPTED;
                else if (done)
                    state_next = S_THREAD;
            end
            S_SERVE_HIGH: begin
                if (done)
                    state_next = S_THREAD;
            end
            S_PREEMPTED: begin
                if (done)
                    state_next = S_SERVE_LOW;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_THREAD;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_THREAD: begin active_prio = 2'd0; suspended = 1'b0; end
            S_SERVE_LOW: begin active_prio = 2'd1; suspended = 1'b0; end
            S_SERVE_HIGH: begin active_prio = 2'd2; suspended = 1'b0; end
            S_PREEMPTED: begin active_prio = 2'd2; suspended = 1'b1; end
            default: begin active_prio = 2'd0; suspended = 1'b0; end
        endcase
    end
endmodule

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
