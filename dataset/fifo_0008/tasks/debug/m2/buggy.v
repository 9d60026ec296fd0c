module fifo_0008_canonical_case (
    input  wire clk,
    input  wire rst,
    input  wire in_valid,
    input  wire out_ready,
    output reg  in_ready,
    output reg  out_valid
);
    localparam S_EMPTY = 2'd0;
    localparam S_ONE = 2'd1;
    localparam S_TWO = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_EMPTY: begin
                if (1'b1)
                    state_next = S_ONE;
            end
            S_ONE: begin
                if (in_valid && !out_ready)
                    state_next = S_TWO;
                else if (!in_valid && out_ready)
                    state_next = S_EMPTY;
            end
            S_TWO: begin
                if (out_ready)
                    state_next = S_ONE;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_EMPTY;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_EMPTY: begin in_ready = 1'b1; out_valid = 1'b0; end
            S_ONE: begin in_ready = 1'b1; out_valid = 1'b1; end
            S_TWO: begin in_ready = 1'b0; out_valid = 1'b1; end
            default: begin in_ready = 1'b0; out_valid = 1'b0; end
        endcase
    end
endmodule
