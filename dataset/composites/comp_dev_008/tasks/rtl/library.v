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

module handshake_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       valid,
    input  wire       ready,
    input  wire [3:0] data,
    output wire       stalled,
    output wire       violation
);
    reg stall_q;
    reg [3:0] data_q;
    reg err;
    reg stall_q_next;
    reg [3:0] data_q_next;
    reg err_next;

    always @* begin
        if (valid && !ready)
            stall_q_next = 1'b1;
        else if (stall_q)
            stall_q_next = 1'b0;
        else
            stall_q_next = stall_q;
    end

    always @* begin
        if (valid && !ready)
            data_q_next = data;
        else
            data_q_next = data_q;
    end

    always @* begin
        if (stall_q && (!valid || data != data_q))
            err_next = 1'b1;
        else
            err_next = err;
    end

    always @(posedge clk) begin
        if (rst) begin
            stall_q <= 1'b0;
            data_q <= 4'd0;
            err <= 1'b0;
        end else begin
            stall_q <= stall_q_next;
            data_q <= data_q_next;
            err <= err_next;
        end
    end

    assign stalled = stall_q;
    assign violation = err || (stall_q && (!valid || data != data_q));
endmodule
