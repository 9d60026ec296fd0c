module rate_limiter_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       event_in,
    input  wire [2:0] ratio,
    input  wire       resync,
    output reg  [2:0] skipped,
    output wire       event_out
);
    reg [2:0] skipped_next;

    always @* begin
        if (resync)
            skipped_next = 3'd0;
        else if (event_in && skipped >= ratio)
            skipped_next = 3'd0;
        else if (event_in)
            skipped_next = skipped + 3'd1;
        else
            skipped_next = skipped;
    end

    always @(posedge clk) begin
        if (rst) begin
            skipped <= 3'd0;
        end else begin
            skipped <= skipped_next;
        end
    end

    assign event_out = event_in && skipped >= ratio;
endmodule

module protocol_controller_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       signal_detect,
    input  wire       align_ok,
    input  wire [2:0] err_count,
    output reg        link_up,
    output reg        training,
    output reg        recovering
);
    localparam S_DOWN = 2'd0;
    localparam S_TRAIN = 2'd1;
    localparam S_UP = 2'd2;
    localparam S_RECOVERY = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_DOWN: begin
                if (signal_detect)
                    state_next = S_TRAIN;
            end
            S_TRAIN: begin
                if (align_ok)
                    state_next = S_UP;
            end
            S_UP: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (err_count >= 3'd4)
                    state_next = S_RECOVERY;
            end
            S_RECOVERY: begin
                if (!signal_detect)
                    state_next = S_DOWN;
                else if (align_ok)
                    state_next = S_UP;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_DOWN;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_DOWN: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
            S_TRAIN: begin link_up = 1'b0; training = 1'b1; recovering = 1'b0; end
            S_UP: begin link_up = 1'b1; training = 1'b0; recovering = 1'b0; end
            S_RECOVERY: begin link_up = 1'b0; training = 1'b0; recovering = 1'b1; end
            default: begin link_up = 1'b0; training = 1'b0; recovering = 1'b0; end
        endcase
    end
endmodule

module hidden_0038 (
    input  wire clk,
    input  wire rst,
    input  wire want,
    output wire drive
);
    reg [2:0] run;
    reg [1:0] rest;
    reg [2:0] run_next;
    reg [1:0] rest_next;

    always @* begin
        if (run == 3'd3 && rest == 2'd1)
            run_next = 3'd0;
        else if (want && run != 3'd3)
            run_next = run + 3'd1;
        else if (!want && run != 3'd3)
            run_next = 3'd0;
        else
            run_next = run;
    end

    always @* begin
        if (run == 3'd3)
            rest_next = rest + 2'd1;
        else if (run != 3'd3)
            rest_next = 2'd0;
        else
            rest_next = rest;
    end

    always @(posedge clk) begin
        if (rst) begin
            run <= 3'd0;
            rest <= 2'd0;
        end else begin
            run <= run_next;
            rest <= rest_next;
        end
    end

    assign drive = want && run != 3'd3;
endmodule
