module sequence_detector_0009_canonical_case (
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
                if (1'b0)
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
