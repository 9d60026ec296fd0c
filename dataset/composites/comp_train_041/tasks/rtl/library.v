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

module mode_controller_0002 (
    input  wire       clk,
    input  wire       rst,
    input  wire       mode_wr,
    input  wire [1:0] mode_wdata,
    input  wire       fault,
    input  wire       recover,
    output reg  [1:0] mode,
    output wire [3:0] mode_onehot,
    output wire       write_rejected
);
    reg [1:0] mode_next;

    always @* begin
        if (fault)
            mode_next = 2'd3;
        else if (mode == 2'd3 && recover)
            mode_next = 2'd0;
        else if (mode_wr && mode != 2'd3 && mode_wdata != 2'd3)
            mode_next = mode_wdata;
        else
            mode_next = mode;
    end

    always @(posedge clk) begin
        if (rst) begin
            mode <= 2'd0;
        end else begin
            mode <= mode_next;
        end
    end

    assign mode_onehot = 4'b0001 << mode;
    assign write_rejected = mode_wr && !fault && (mode == 2'd3 || mode_wdata == 2'd3);
endmodule
