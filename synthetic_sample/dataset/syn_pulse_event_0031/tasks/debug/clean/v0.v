module syn_pulse_event_0031_canonical_case (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       btn,
    output reg  [2:0] stable_cnt,
    output reg        pressed
);
    localparam S_S0 = 3'd0;
    localparam S_S1 = 3'd1;
    localparam S_S2 = 3'd2;
    localparam S_S3 = 3'd3;
    localparam S_PRESSED = 3'd4;
    reg [2:0] state;
    reg [2:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_S0: begin
                if (btn)
                    state_next = S_S1;
            end
            S_S1: begin
                if (!btn)
                    state_next = S_S0;
                else if (btn)
                    state_next = S_S2;
            end
            S_S2: begin
                if (!btn)
                    state_next = S_S0;
                else if (btn)
                    state_next = S_S3;
            end
            S_S3: begin
                if (!btn)
                    state_next = S_S0;
                else if (btn)
                    state_next = S_PRESSED;
            end
            S_PRESSED: begin
                if (!btn)
                    state_next = S_S0;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (!rst_n)
            state <= S_S0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_S0: begin stable_cnt = 3'd0; pressed = 1'b0; end
            S_S1: begin stable_cnt = 3'd1; pressed = 1'b0; end
            S_S2: begin stable_cnt = 3'd2; pressed = 1'b0; end
            S_S3: begin stable_cnt = 3'd3; pressed = 1'b0; end
            S_PRESSED: begin stable_cnt = 3'd4; pressed = 1'b1; end
            default: begin stable_cnt = 3'd0; pressed = 1'b0; end
        endcase
    end
endmodule
