module pulse_event_0008_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire hit_a,
    input  wire hit_b,
    output reg  a_pending,
    output reg  b_pending,
    output reg  coincidence
);
    localparam S_ARMED = 2'd0;
    localparam S_A_OPEN = 2'd1;
    localparam S_B_OPEN = 2'd2;
    localparam S_COINCIDENCE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_ARMED: begin
                if (hit_a && hit_b)
                    state_next = S_COINCIDENCE;
                else if (hit_a)
                    state_next = S_A_OPEN;
                else if (hit_b)
                    state_next = S_B_OPEN;
            end
            S_A_OPEN: begin
                if (hit_b)
                    state_next = S_COINCIDENCE;
                else if (1'b1)
                    state_next = S_ARMED;
            end
            S_B_OPEN: begin
                if (hit_a || hit_b)
                    state_next = S_COINCIDENCE;
                else if (1'b1)
                    state_next = S_ARMED;
            end
            S_COINCIDENCE: begin
                if (1'b1)
                    state_next = S_ARMED;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_ARMED;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_ARMED: begin a_pending = 1'b0; b_pending = 1'b0; coincidence = 1'b0; end
            S_A_OPEN: begin a_pending = 1'b1; b_pending = 1'b0; coincidence = 1'b0; end
            S_B_OPEN: begin a_pending = 1'b0; b_pending = 1'b1; coincidence = 1'b0; end
            S_COINCIDENCE: begin a_pending = 1'b0; b_pending = 1'b0; coincidence = 1'b1; end
            default: begin a_pending = 1'b0; b_pending = 1'b0; coincidence = 1'b0; end
        endcase
    end
endmodule
