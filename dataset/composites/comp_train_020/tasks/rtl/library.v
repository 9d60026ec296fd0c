module mode_controller_0009 (
    input  wire clk,
    input  wire rst,
    input  wire start_cmd,
    input  wire stop_cmd,
    input  wire ramp_done,
    input  wire speed_zero,
    output reg  drive_en,
    output reg  brake_en,
    output reg  ramping
);
    localparam S_STOPPED = 2'd0;
    localparam S_SOFT_START = 2'd1;
    localparam S_RUNNING = 2'd2;
    localparam S_BRAKING = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_STOPPED: begin
                if (start_cmd && !stop_cmd)
                    state_next = S_SOFT_START;
            end
            S_SOFT_START: begin
                if (stop_cmd)
                    state_next = S_BRAKING;
                else if (ramp_done)
                    state_next = S_RUNNING;
            end
            S_RUNNING: begin
                if (stop_cmd)
                    state_next = S_BRAKING;
            end
            S_BRAKING: begin
                if (speed_zero)
                    state_next = S_STOPPED;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_STOPPED;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_STOPPED: begin drive_en = 1'b0; brake_en = 1'b0; ramping = 1'b0; end
            S_SOFT_START: begin drive_en = 1'b1; brake_en = 1'b0; ramping = 1'b1; end
            S_RUNNING: begin drive_en = 1'b1; brake_en = 1'b0; ramping = 1'b0; end
            S_BRAKING: begin drive_en = 1'b0; brake_en = 1'b1; ramping = 1'b0; end
            default: begin drive_en = 1'b0; brake_en = 1'b0; ramping = 1'b0; end
        endcase
    end
endmodule

module arbiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pulse_a,
    input  wire       pulse_b,
    output wire       serve_a,
    output wire       serve_b,
    output wire [1:0] pending,
    output wire       prefer_b
);
    reg pend_a;
    reg pend_b;
    reg turn;
    reg [1:0] srv;
    reg pend_a_next;
    reg pend_b_next;
    reg turn_next;
    reg [1:0] srv_next;

    always @* begin
        if (pulse_a)
            pend_a_next = 1'b1;
        else if (pend_a && (!pend_b || !turn))
            pend_a_next = 1'b0;
        else
            pend_a_next = pend_a;
    end

    always @* begin
        if (pulse_b)
            pend_b_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            pend_b_next = 1'b0;
        else
            pend_b_next = pend_b;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            turn_next = 1'b1;
        else if (pend_b && (!pend_a || turn))
            turn_next = 1'b0;
        else
            turn_next = turn;
    end

    always @* begin
        if (pend_a && (!pend_b || !turn))
            srv_next = 2'd1;
        else if (pend_b)
            srv_next = 2'd2;
        else if (srv != 2'd0)
            srv_next = 2'd0;
        else
            srv_next = srv;
    end

    always @(posedge clk) begin
        if (rst) begin
            pend_a <= 1'b0;
            pend_b <= 1'b0;
            turn <= 1'b0;
            srv <= 2'd0;
        end else begin
            pend_a <= pend_a_next;
            pend_b <= pend_b_next;
            turn <= turn_next;
            srv <= srv_next;
        end
    end

    assign serve_a = srv == 2'd1;
    assign serve_b = srv == 2'd2;
    assign pending = {pend_b, pend_a};
    assign prefer_b = turn;
endmodule
