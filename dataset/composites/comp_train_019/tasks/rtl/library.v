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

module protocol_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       cs_n,
    input  wire       sclk_rise,
    input  wire       mosi,
    output wire [7:0] rx_shift,
    output wire [2:0] bit_count,
    output wire       byte_done
);
    reg [7:0] shreg;
    reg [2:0] bitcnt;
    reg done;
    reg [7:0] shreg_next;
    reg [2:0] bitcnt_next;
    reg done_next;

    always @* begin
        if (!cs_n && sclk_rise)
            shreg_next = {shreg[6:0], mosi};
        else
            shreg_next = shreg;
    end

    always @* begin
        if (cs_n)
            bitcnt_next = 3'd0;
        else if (sclk_rise)
            bitcnt_next = bitcnt + 3'd1;
        else
            bitcnt_next = bitcnt;
    end

    always @* begin
        if (!cs_n && sclk_rise && bitcnt == 3'd7)
            done_next = 1'b1;
        else if (done)
            done_next = 1'b0;
        else
            done_next = done;
    end

    always @(posedge clk) begin
        if (rst) begin
            shreg <= 8'd0;
            bitcnt <= 3'd0;
            done <= 1'b0;
        end else begin
            shreg <= shreg_next;
            bitcnt <= bitcnt_next;
            done <= done_next;
        end
    end

    assign rx_shift = shreg;
    assign bit_count = bitcnt;
    assign byte_done = done;
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
