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

module pulse_event_0007 (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  pulse,
    output reg  armed
);
    localparam S_READY = 2'd0;
    localparam S_FIRE = 2'd1;
    localparam S_WAIT_RELEASE = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (button)
                    state_next = S_FIRE;
            end
            S_FIRE: begin
                if (button)
                    state_next = S_WAIT_RELEASE;
                else if (1'b1)
                    state_next = S_READY;
            end
            S_WAIT_RELEASE: begin
                if (!button)
                    state_next = S_READY;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_READY;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_READY: begin pulse = 1'b0; armed = 1'b1; end
            S_FIRE: begin pulse = 1'b1; armed = 1'b0; end
            S_WAIT_RELEASE: begin pulse = 1'b0; armed = 1'b0; end
            default: begin pulse = 1'b0; armed = 1'b0; end
        endcase
    end
endmodule
