module protocol_controller_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       signal_detect,
    input  wire       align_ok,
    input  wire [2:0] err_count,
    output reg        link_up,
    output reg        training,
    output reg        recovering
);
    localparam S_DOWN = 2'd0;
    localparam S_TRAIN = 2'd1;
    localparam S_UP = 2'd2;
    localparam S_RECOVERY = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_DOWN: begin
                if (signal_detect)
                    state_next = S_TRAIN;
            end
            S_TRAIN: begin
                if (align_ok)
                    state_next = S_UP;
            end
            S_UP: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (err_count >= 3'd4)
                    state_next = S_RECOVERY;
            end
            S_RECOVERY: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (align_ok)
                    state_next = S_UP;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_DOWN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_DOWN: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
            S_TRAIN: begin link_up = 1'b0; training = 1'b1; recovering = 1'b0; end
            S_UP: begin link_up = 1'b1; training = 1'b0; recovering = 1'b0; end
            S_RECOVERY: begin link_up = 1'b0; training = 1'b0; recovering = 1'b1; end
            default: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
        endcase
    end
endmodule

module rate_limiter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       beat,
    output reg        beat_allowed,
    output reg  [1:0] burst_count
);
    localparam S_READY = 2'd0;
    localparam S_ONE = 2'd1;
    localparam S_TWO = 2'd2;
    localparam S_REST = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (beat)
                    state_next = S_ONE;
            end
            S_ONE: begin
                if (beat)
                    state_next = S_TWO;
                else if (!beat)
                    state_next = S_READY;
            end
            S_TWO: begin
                if (beat)
                    state_next = S_REST;
                else if (!beat)
                    state_next = S_READY;
            end
            S_REST: begin
                if (1'b1)
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
            S_READY: begin beat_allowed = 1'b1; burst_count = 2'd0; end
            S_ONE: begin beat_allowed = 1'b1; burst_count = 2'd1; end
            S_TWO: begin beat_allowed = 1'b1; burst_count = 2'd2; end
            S_REST: begin beat_allowed = 1'b0; burst_count = 2'd3; end
            default: begin beat_allowed = 1'b0; burst_count = 2'd0; end
        endcase
    end
endmodule
