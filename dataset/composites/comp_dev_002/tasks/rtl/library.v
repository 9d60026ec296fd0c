module mode_controller_0007 (
    input  wire clk,
    input  wire rst,
    input  wire pll_locked,
    input  wire cfg_done,
    input  wire cfg_error,
    input  wire watchdog_bite,
    input  wire clear_safe,
    output reg  core_en,
    output reg  cfg_busy,
    output reg  safe_mode
);
    localparam S_POR = 2'd0;
    localparam S_LOAD_CFG = 2'd1;
    localparam S_RUN = 2'd2;
    localparam S_SAFE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_POR: begin
                if (pll_locked)
                    state_next = S_LOAD_CFG;
            end
            S_LOAD_CFG: begin
                if (cfg_error)
                    state_next = S_SAFE;
                else if (cfg_done)
                    state_next = S_RUN;
            end
            S_RUN: begin
                if (watchdog_bite)
                    state_next = S_SAFE;
            end
            S_SAFE: begin
                if (clear_safe)
                    state_next = S_POR;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_POR;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_POR: begin core_en = 1'b0; cfg_busy = 1'b0; safe_mode = 1'b0; end
            S_LOAD_CFG: begin core_en = 1'b0; cfg_busy = 1'b1; safe_mode = 1'b0; end
            S_RUN: begin core_en = 1'b1; cfg_busy = 1'b0; safe_mode = 1'b0; end
            S_SAFE: begin core_en = 1'b1; cfg_busy = 1'b0; safe_mode = 1'b1; end
            default: begin core_en = 1'b0; cfg_busy = 1'b0; safe_mode = 1'b0; end
        endcase
    end
endmodule

module sequence_detector_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sym_valid,
    input  wire [1:0] sym,
    input  wire       end_of_frame,
    output reg        frame_active,
    output reg  [1:0] sync_stage
);
    localparam S_HUNT = 2'd0;
    localparam S_PRE1 = 2'd1;
    localparam S_PRE2 = 2'd2;
    localparam S_IN_FRAME = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_HUNT: begin
                if (sym_valid && sym == 2'd1)
                    state_next = S_PRE1;
            end
            S_PRE1: begin
                if (sym_valid && sym == 2'd1)
                    state_next = S_PRE2;
                else if (sym_valid)
                    state_next = S_HUNT;
            end
            S_PRE2: begin
                if (sym_valid && sym == 2'd3)
                    state_next = S_IN_FRAME;
                else if (sym_valid && sym != 2'd1)
                    state_next = S_HUNT;
            end
            S_IN_FRAME: begin
                if (end_of_frame)
                    state_next = S_HUNT;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_HUNT;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_HUNT: begin frame_active = 1'b0; sync_stage = 2'd0; end
            S_PRE1: begin frame_active = 1'b0; sync_stage = 2'd1; end
            S_PRE2: begin frame_active = 1'b0; sync_stage = 2'd2; end
            S_IN_FRAME: begin frame_active = 1'b1; sync_stage = 2'd3; end
            default: begin frame_active = 1'b0; sync_stage = 2'd0; end
        endcase
    end
endmodule

module interrupt_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       irq_hi,
    input  wire       irq_lo,
    input  wire       ack,
    input  wire       eoi,
    output wire [1:0] pending,
    output wire [1:0] in_service,
    output wire       irq,
    output wire       vector
);
    reg [1:0] pend;
    reg [1:0] insvc;
    reg [1:0] pend_next;
    reg [1:0] insvc_next;

    always @* begin
        if (ack && pend[1] && !insvc[1])
            pend_next = {irq_hi, pend[0] | irq_lo};
        else if (ack && pend[0] && insvc == 2'b00)
            pend_next = {pend[1] | irq_hi, irq_lo};
        else if (irq_hi || irq_lo)
            pend_next = pend | {irq_hi, irq_lo};
        else
            pend_next = pend;
    end

    always @* begin
        if (ack && pend[1] && !insvc[1])
            insvc_next = insvc | 2'b10;
        else if (ack && pend[0] && insvc == 2'b00)
            insvc_next = 2'b01;
        else if (eoi && insvc[1])
            insvc_next = {1'b0, insvc[0]};
        else if (eoi)
            insvc_next = 2'b00;
        else
            insvc_next = insvc;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend <= 2'b00;
            insvc <= 2'b00;
        end else begin
            pend <= pend_next;
            insvc <= insvc_next;
        end
    end

    assign pending = pend;
    assign in_service = insvc;
    assign irq = (pend[1] && !insvc[1]) || (pend[0] && insvc == 2'b00);
    assign vector = pend[1] && !insvc[1];
endmodule
