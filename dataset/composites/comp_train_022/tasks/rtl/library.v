module counter_0008 (
    input  wire       clk,
    input  wire       rst,
    input  wire       sig,
    output wire [2:0] elapsed,
    output wire [2:0] pulse_width,
    output wire       measured
);
    reg [2:0] run;
    reg [2:0] last_len;
    reg strobe;
    reg [2:0] run_next;
    reg [2:0] last_len_next;
    reg strobe_next;

    always @* begin
        if (sig && run != 3'd7)
            run_next = run + 3'd1;
        else if (!sig)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (!sig && run != 3'd0)
            last_len_next = run;
        else
            last_len_next = last_len;
    end

    always @* begin
        if (!sig && run != 3'd0)
            strobe_next = 1'b1;
        else if (strobe)
            strobe_next = 1'b0;
        else
            strobe_next = strobe;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            last_len <= 3'd0;
            strobe <= 1'b0;
        end else begin
            run <= run_next;
            last_len <= last_len_next;
            strobe <= strobe_next;
        end
    end

    assign elapsed = run;
    assign pulse_width = last_len;
    assign measured = strobe;
endmodule

module hidden_0014 (
    input  wire clk,
    input  wire rst,
    input  wire pg_in,
    input  wire force_off,
    output wire pg_ok,
    output wire pg_pending
);
    reg [2:0] age;
    reg [2:0] age_next;

    always @* begin
        if (force_off)
            age_next = 3'd0;
        else if (!pg_in)
            age_next = 3'd0;
        else if (age != 3'd5)
            age_next = age + 3'd1;
        else
            age_next = age;
    end

    always @(posedge clk) begin
        if (rst) begin
            age <= 3'd0;
        end else begin
            age <= age_next;
        end
    end

    assign pg_ok = age == 3'd5;
    assign pg_pending = pg_in && age != 3'd5;
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
