module counter_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       load,
    input  wire [3:0] load_value,
    input  wire       up,
    input  wire       down,
    output reg  [3:0] count,
    output wire       at_max,
    output wire       at_min
);
    reg [3:0] count_next;

    always @* begin
        if (load)
            count_next = load_value;
        else if (up && !down && count != 4'd15)
            count_next = count + 4'd1;
        else if (down && !up && count != 4'd0)
            count_next = count - 4'd1;
        else
            count_next = count;
    end

    always @(posedge clk) begin
        if (rst) begin
            count <= 4'd0;
        end else begin
            count <= count_next;
        end
    end

    assign at_max = count == 4'd15;
    assign at_min = count == 4'd0;
endmodule

module mode_controller_0010 (
    input  wire clk,
    input  wire rst,
    input  wire want_b,
    input  wire src_idle,
    input  wire target_ready,
    output reg  sel_b,
    output reg  clk_en,
    output reg  switching
);
    localparam S_RUN_A = 2'd0;
    localparam S_DRAIN_A = 2'd1;
    localparam S_RUN_B = 2'd2;
    localparam S_DRAIN_B = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_RUN_A: begin
                if (want_b)
                    state_next = S_DRAIN_A;
            end
            S_DRAIN_A: begin
                if (!want_b)
                    state_next = S_RUN_A;
                else if (src_idle && target_ready)
                    state_next = S_RUN_B;
            end
            S_RUN_B: begin
                if (!want_b)
                    state_next = S_DRAIN_B;
            end
            S_DRAIN_B: begin
                if (want_b)
                    state_next = S_RUN_B;
                else if (src_idle && target_ready)
                    state_next = S_RUN_A;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_RUN_A;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_RUN_A: begin sel_b = 1'b0; clk_en = 1'b1; switching = 1'b0; end
            S_DRAIN_A: begin sel_b = 1'b0; clk_en = 1'b0; switching = 1'b1; end
            S_RUN_B: begin sel_b = 1'b1; clk_en = 1'b1; switching = 1'b0; end
            S_DRAIN_B: begin sel_b = 1'b1; clk_en = 1'b0; switching = 1'b1; end
            default: begin sel_b = 1'b0; clk_en = 1'b0; switching = 1'b0; end
        endcase
    end
endmodule
