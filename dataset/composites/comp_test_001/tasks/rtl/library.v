module rate_limiter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       request,
    input  wire       refill_tick,
    output reg  [2:0] tokens,
    output wire       grant,
    output wire       bucket_empty
);
    reg [2:0] tokens_next;

    always @* begin
        if (request && tokens != 3'd0 && !refill_tick)
            tokens_next = tokens - 3'd1;
        else if (refill_tick && !(request && tokens != 3'd0) && tokens != 3'd7)
            tokens_next = tokens + 3'd1;
        else
            tokens_next = tokens;
    end

    always @(posedge clk) begin
        if (rst) begin
            tokens <= 3'd7;
        end else begin
            tokens <= tokens_next;
        end
    end

    assign grant = request && tokens != 3'd0;
    assign bucket_empty = tokens == 3'd0;
endmodule

module counter_0010 (
    input  wire clk,
    input  wire rst_n,
    input  wire update,
    input  wire taken,
    output reg  predict_taken,
    output reg  saturated
);
    localparam S_STRONG_NT = 2'd0;
    localparam S_WEAK_NT = 2'd1;
    localparam S_WEAK_T = 2'd2;
    localparam S_STRONG_T = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_STRONG_NT: begin
                if (update && taken)
                    state_next = S_WEAK_NT;
            end
            S_WEAK_NT: begin
                if (update && taken)
                    state_next = S_WEAK_T;
                else if (update)
                    state_next = S_STRONG_NT;
            end
            S_WEAK_T: begin
                if (update && taken)
                    state_next = S_STRONG_T;
                else if (update)
                    state_next = S_WEAK_NT;
            end
            S_STRONG_T: begin
                if (update && !taken)
                    state_next = S_WEAK_T;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_WEAK_NT;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_STRONG_NT: begin predict_taken = 1'b0; saturated = 1'b1; end
            S_WEAK_NT: begin predict_taken = 1'b0; saturated = 1'b0; end
            S_WEAK_T: begin predict_taken = 1'b1; saturated = 1'b0; end
            S_STRONG_T: begin predict_taken = 1'b1; saturated = 1'b1; end
            default: begin predict_taken = 1'b0; saturated = 1'b0; end
        endcase
    end
endmodule
