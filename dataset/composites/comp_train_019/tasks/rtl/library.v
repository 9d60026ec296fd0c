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

module pulse_event_0005 (
    input  wire       clk,
    input  wire       rst,
    input  wire       fire,
    input  wire [2:0] pulse_count,
    input  wire [1:0] space_len,
    input  wire       abort,
    output wire       pulse_out,
    output wire [2:0] pulses_left,
    output wire [1:0] space_left,
    output wire       busy
);
    reg [2:0] left;
    reg [1:0] gap;
    reg [2:0] left_next;
    reg [1:0] gap_next;

    always @* begin
        if (abort)
            left_next = 3'd0;
        else if (fire && left == 3'd0 && gap == 2'd0)
            left_next = pulse_count;
        else if (left != 3'd0 && gap == 2'd0)
            left_next = left - 3'd1;
        else
            left_next = left;
    end

    always @* begin
        if (abort)
            gap_next = 2'd0;
        else if (left != 3'd0 && gap == 2'd0)
            gap_next = space_len;
        else if (gap != 2'd0)
            gap_next = gap - 2'd1;
        else
            gap_next = gap;
    end

    always @(posedge clk) begin
        if (rst) begin
            left <= 3'd0;
            gap <= 2'd0;
        end else begin
            left <= left_next;
            gap <= gap_next;
        end
    end

    assign pulse_out = left != 3'd0 && gap == 2'd0;
    assign pulses_left = left;
    assign space_left = gap;
    assign busy = left != 3'd0 || gap != 2'd0;
endmodule

module sequence_detector_0009 (
    input  wire clk,
    input  wire rst,
    input  wire press,
    input  wire window_expired,
    output reg  waiting,
    output reg  single_click,
    output reg  double_click
);
    localparam S_IDLE = 2'd0;
    localparam S_ARMED = 2'd1;
    localparam S_SINGLE = 2'd2;
    localparam S_DOUBLE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (press)
                    state_next = S_ARMED;
            end
            S_ARMED: begin
                if (press)
                    state_next = S_DOUBLE;
                else if (window_expired)
                    state_next = S_SINGLE;
            end
            S_SINGLE: begin
                if (1'b1)
                    state_next = S_IDLE;
            end
            S_DOUBLE: begin
                if (1'b1)
                    state_next = S_IDLE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b0; end
            S_ARMED: begin waiting = 1'b1; single_click = 1'b0; double_click = 1'b0; end
            S_SINGLE: begin waiting = 1'b0; single_click = 1'b1; double_click = 1'b0; end
            S_DOUBLE: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b1; end
            default: begin waiting = 1'b0; single_click = 1'b0; double_click = 1'b0; end
        endcase
    end
endmodule
