module arbiter_0005_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire req_a,
    input  wire req_b,
    output reg  gnt_a,
    output reg  gnt_b,
    output reg  settling
);
    localparam S_IDLE = 2'd0;
    localparam S_OWN_A = 2'd1;
    localparam S_OWN_B = 2'd2;
    localparam S_TURN = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (req_a)
                    state_next = S_OWN_A;
                else if (req_b)
                    state_next = S_OWN_B;
            end
            S_OWN_A: begin
                if (!req_a)
                    state_next = S_TURN;
            end
            S_OWN_B: begin
                if (!req_b)
                    state_next = S_TURN;
            end
            S_TURN: begin
                if (req_b)
                    state_next = S_OWN_B;
                else if (req_a)
                    state_next = S_OWN_A;
                else if (1'b1)
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
            S_IDLE: begin gnt_a = 1'b0; gnt_b = 1'b0; settling = 1'b0; end
            S_OWN_A: begin gnt_a = 1'b1; gnt_b = 1'b0; settling = 1'b0; end
            S_OWN_B: begin gnt_a = 1'b0; gnt_b = 1'b1; settling = 1'b0; end
            S_TURN: begin gnt_a = 1'b0; gnt_b = 1'b0; settling = 1'b1; end
            default: begin gnt_a = 1'b0; gnt_b = 1'b0; settling = 1'b0; end
        endcase
    end
endmodule
