module protocol_controller_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       rxd,
    input  wire       sample_tick,
    input  wire       last_bit,
    output reg  [1:0] rx_phase,
    output reg        frame_valid
);
    localparam S_HUNT = 3'd0;
    localparam S_START_BIT = 3'd1;
    localparam S_DATA_BITS = 3'd2;
    localparam S_STOP_BIT = 3'd3;
    localparam S_DELIVER = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_HUNT: begin
                if (!rxd)
                    state_next = S_START_BIT;
            end
            S_START_BIT: begin
                if (sample_tick && rxd)
                    state_next = S_HUNT;
                else if (sample_tick)
                    state_next = S_DATA_BITS;
            end
            S_DATA_BITS: begin
                if (sample_tick && last_bit)
                    state_next = S_STOP_BIT;
            end
            S_STOP_BIT: begin
                if (sample_tick && rxd)
                    state_next = S_DELIVER;
                else if (sample_tick)
                    state_next = S_HUNT;
            end
            S_DELIVER: begin
                if (1'b1)
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
            S_HUNT: begin rx_phase = 2'd0; frame_valid = 1'b0; end
            S_START_BIT: begin rx_phase = 2'd1; frame_valid = 1'b0; end
            S_DATA_BITS: begin rx_phase = 2'd2; frame_valid = 1'b0; end
            S_STOP_BIT: begin rx_phase = 2'd3; frame_valid = 1'b0; end
            S_DELIVER: begin rx_phase = 2'd0; frame_valid = 1'b1; end
            default: begin rx_phase = 2'd0; frame_valid = 1'b0; end
        endcase
    end
endmodule

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

module timer_0007 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire       tick,
    output reg  [2:0] remaining,
    output wire       expired
);
    reg [2:0] remaining_next;

    always @* begin
        if (load)
            remaining_next = 3'd7;
        else if (tick && remaining != 3'd0)
            remaining_next = remaining - 3'd1;
        else
            remaining_next = remaining;
    end

    always @(posedge clk) begin
        if (rst) begin
            remaining <= 3'd0;
        end else begin
            remaining <= remaining_next;
        end
    end

    assign expired = remaining == 3'd0;
endmodule
