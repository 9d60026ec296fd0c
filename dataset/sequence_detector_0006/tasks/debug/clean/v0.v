module sequence_detector_0006_canonical_case (
    input  wire       clk,
    input  wire       rst,
    input  wire       bit_valid,
    input  wire       din,
    output reg        detect,
    output reg  [1:0] progress
);
    localparam S_IDLE = 2'd0;
    localparam S_GOT1 = 2'd1;
    localparam S_GOT10 = 2'd2;
    localparam S_FOUND = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (bit_valid && din)
                    state_next = S_GOT1;
            end
            S_GOT1: begin
                if (bit_valid && !din)
                    state_next = S_GOT10;
            end
            S_GOT10: begin
                if (bit_valid && din)
                    state_next = S_FOUND;
                else if (bit_valid && !din)
                    state_next = S_IDLE;
            end
            S_FOUND: begin
                if (bit_valid && din)
                    state_next = S_GOT1;
                else if (bit_valid && !din)
                    state_next = S_GOT10;
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
            S_IDLE: begin detect = 1'b0; progress = 2'd0; end
            S_GOT1: begin detect = 1'b0; progress = 2'd1; end
            S_GOT10: begin detect = 1'b0; progress = 2'd2; end
            S_FOUND: begin detect = 1'b1; progress = 2'd3; end
            default: begin detect = 1'b0; progress = 2'd0; end
        endcase
    end
endmodule
