module pulse_event_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [3:0] density,
    input  wire       sync_clear,
    output reg  [3:0] phase_acc,
    output wire       pulse_out,
    output wire       square_out
);
    reg [3:0] phase_acc_next;

    always @* begin
        if (sync_clear)
            phase_acc_next = 4'd0;
        else if (enable)
            phase_acc_next = phase_acc + density;
        else
            phase_acc_next = phase_acc;
    end

    always @(posedge clk) begin
        if (rst) begin
            phase_acc <= 4'd0;
        end else begin
            phase_acc <= phase_acc_next;
        end
    end

    assign pulse_out = enable && !sync_clear && phase_acc > 4'd15 - density;
    assign square_out = phase_acc[3];
endmodule

module fifo_0009 (
    input  wire clk,
    input  wire rst,
    input  wire flush_req,
    input  wire fifo_empty,
    output reg  accept,
    output reg  draining,
    output reg  clear_ptrs
);
    localparam S_RUN = 2'd0;
    localparam S_DRAIN = 2'd1;
    localparam S_CLEAR = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN: begin
                if (flush_req && fifo_empty)
                    state_next = S_CLEAR;
                else if (flush_req)
                    state_next = S_DRAIN;
            end
            S_DRAIN: begin
                if (fifo_empty)
                    state_next = S_CLEAR;
            end
            S_CLEAR: begin
                if (1'b1)
                    state_next = S_RUN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_RUN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN: begin accept = 1'b1; draining = 1'b0; clear_ptrs = 1'b0; end
            S_DRAIN: begin accept = 1'b0; draining = 1'b1; clear_ptrs = 1'b0; end
            S_CLEAR: begin accept = 1'b0; draining = 1'b0; clear_ptrs = 1'b1; end
            default: begin accept = 1'b0; draining = 1'b0; clear_ptrs = 1'b0; end
        endcase
    end
endmodule

module interrupt_0009 (
    input  wire clk,
    input  wire rst_n,
    input  wire sleep_req,
    input  wire irq_pending,
    input  wire idle_ack,
    output reg  clk_en,
    output reg  power_down,
    output reg  wake_irq
);
    localparam S_RUN = 2'd0;
    localparam S_DRAIN = 2'd1;
    localparam S_SLEEP = 2'd2;
    localparam S_WAKE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN: begin
                if (sleep_req && !irq_pending)
                    state_next = S_DRAIN;
            end
            S_DRAIN: begin
                if (irq_pending)
                    state_next = S_RUN;
                else if (idle_ack)
                    state_next = S_SLEEP;
            end
            S_SLEEP: begin
                if (irq_pending)
                    state_next = S_WAKE;
            end
            S_WAKE: begin
                if (1'b1)
                    state_next = S_RUN;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_RUN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b0; end
            S_DRAIN: begin clk_en = 1'b1; power_down = 1'b1; wake_irq = 1'b0; end
            S_SLEEP: begin clk_en = 1'b0; power_down = 1'b1; wake_irq = 1'b0; end
            S_WAKE: begin clk_en = 1'b1; power_down = 1'b0; wake_irq = 1'b1; end
            default: begin clk_en = 1'b0; power_down = 1'b0; wake_irq = 1'b0; end
        endcase
    end
endmodule
