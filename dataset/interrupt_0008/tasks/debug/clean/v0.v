module interrupt_0008_canonical_case (
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
