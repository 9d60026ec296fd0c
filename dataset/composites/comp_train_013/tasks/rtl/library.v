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

module protocol_controller_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire       abort,
    input  wire [2:0] bit_cnt,
    input  wire       last_byte,
    output reg        cs_n,
    output reg        sclk_en,
    output reg        busy,
    output reg        xfer_done
);
    localparam S_IDLE = 2'd0;
    localparam S_SETUP = 2'd1;
    localparam S_SHIFT = 2'd2;
    localparam S_HOLD = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_SETUP;
            end
            S_SETUP: begin
                if (1'b1)
                    state_next = S_SHIFT;
            end
            S_SHIFT: begin
                if (abort)
                    state_next = S_IDLE;
                else if (bit_cnt == 3'd7 && last_byte)
                    state_next = S_HOLD;
            end
            S_HOLD: begin
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
            S_IDLE: begin cs_n = 1'b1; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
            S_SETUP: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b0; end
            S_SHIFT: begin cs_n = 1'b0; sclk_en = 1'b1; busy = 1'b1; xfer_done = 1'b0; end
            S_HOLD: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b1; xfer_done = 1'b1; end
            default: begin cs_n = 1'b0; sclk_en = 1'b0; busy = 1'b0; xfer_done = 1'b0; end
        endcase
    end
endmodule
