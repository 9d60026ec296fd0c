module pulse_event_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       din,
    input  wire       sample_en,
    input  wire       flush,
    output reg  [3:0] history,
    output wire       rise,
    output wire       fall,
    output wire       stable_high,
    output wire       stable_low
);
    reg [3:0] history_next;

    always @* begin
        if (flush)
            history_next = {4{{din}}};
        else if (sample_en)
            history_next = {history[2:0], din};
        else
            history_next = history;
    end

    always @(posedge clk) begin
        if (rst) begin
            history <= 4'd0;
        end else begin
            history <= history_next;
        end
    end

    assign rise = history[1:0] == 2'b01;
    assign fall = history[1:0] == 2'b10;
    assign stable_high = history == 4'b1111;
    assign stable_low = history == 4'b0000;
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
