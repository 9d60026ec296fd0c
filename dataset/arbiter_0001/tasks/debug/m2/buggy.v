module arbiter_0001_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire req0,
    input  wire req1,
    output reg  grant0,
    output reg  grant1,
    output reg  prio
);
    localparam S_IDLE0 = 2'd0;
    localparam S_IDLE1 = 2'd1;
    localparam S_GRANT0 = 2'd2;
    localparam S_GRANT1 = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE0: begin
                if (1'b1)
                    state_next = S_GRANT0;
            end
            S_IDLE1: begin
                if (req1)
                    state_next = S_GRANT1;
                else if (req0)
                    state_next = S_GRANT0;
            end
            S_GRANT0: begin
                if (!req0 && req1)
                    state_next = S_GRANT1;
                else if (!req0)
                    state_next = S_IDLE1;
            end
            S_GRANT1: begin
                if (!req1 && req0)
                    state_next = S_GRANT0;
                else if (!req1)
                    state_next = S_IDLE0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_IDLE0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_IDLE0: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
            S_IDLE1: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT0: begin grant0 = 1'b1; grant1 = 1'b0; prio = 1'b1; end
            S_GRANT1: begin grant0 = 1'b0; grant1 = 1'b1; prio = 1'b0; end
            default: begin grant0 = 1'b0; grant1 = 1'b0; prio = 1'b0; end
        endcase
    end
endmodule
