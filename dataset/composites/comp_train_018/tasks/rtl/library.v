module hidden_0027 (
    input  wire clk,
    input  wire rst,
    input  wire fail,
    input  wire ok,
    input  wire clear,
    output wire retry,
    output wire give_up
);
    reg [1:0] fails;
    reg dead;
    reg [1:0] fails_next;
    reg dead_next;

    always @* begin
        if (clear || ok)
            fails_next = 2'd0;
        else if (fail && !dead)
            fails_next = fails + 2'd1;
        else
            fails_next = fails;
    end

    always @* begin
        if (clear)
            dead_next = 1'b0;
        else if (fail && fails == 2'd2)
            dead_next = 1'b1;
        else
            dead_next = dead;
    end

    always @(posedge clk) begin
        if (rst) begin
            fails <= 2'd0;
            dead <= 1'b0;
        end else begin
            fails <= fails_next;
            dead <= dead_next;
        end
    end

    assign retry = fail && !dead;
    assign give_up = dead;
endmodule

module handshake_0008 (
    input  wire clk,
    input  wire rst,
    input  wire start,
    input  wire ack,
    output reg  req,
    output reg  busy,
    output reg  done
);
    localparam S_IDLE = 2'd0;
    localparam S_RAISE = 2'd1;
    localparam S_RELEASE = 2'd2;
    localparam S_DONE = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_IDLE: begin
                if (start)
                    state_next = S_RAISE;
            end
            S_RAISE: begin
                if (ack)
                    state_next = S_RELEASE;
            end
            S_RELEASE: begin
                if (!ack)
                    state_next = S_DONE;
            end
            S_DONE: begin
                if (start)
                    state_next = S_RAISE;
                else if (1'b1)
                    state_next = S_IDLE;
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
            S_IDLE: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
            S_RAISE: begin req = 1'b1; busy = 1'b1; done = 1'b0; end
            S_RELEASE: begin req = 1'b0; busy = 1'b1; done = 1'b0; end
            S_DONE: begin req = 1'b0; busy = 1'b0; done = 1'b1; end
            default: begin req = 1'b0; busy = 1'b0; done = 1'b0; end
        endcase
    end
endmodule

module mode_controller_0006 (
    input  wire       clk,
    input  wire       rst,
    input  wire       activity,
    input  wire [1:0] idle_limit,
    output wire [1:0] power_state,
    output wire [2:0] idle_cycles,
    output wire       clk_gated
);
    reg [2:0] idle;
    reg [1:0] pstate;
    reg [2:0] idle_next;
    reg [1:0] pstate_next;

    always @* begin
        if (activity)
            idle_next = 3'd0;
        else if (idle != 3'd7)
            idle_next = idle + 3'd1;
        else
            idle_next = idle;
    end

    always @* begin
        if (activity)
            pstate_next = 2'd0;
        else if (pstate == 2'd0 && idle >= {1'b0, idle_limit})
            pstate_next = 2'd1;
        else if (pstate == 2'd1 && idle >= {idle_limit, 1'b0})
            pstate_next = 2'd2;
        else
            pstate_next = pstate;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle <= 3'd0;
            pstate <= 2'd0;
        end else begin
            idle <= idle_next;
            pstate <= pstate_next;
        end
    end

    assign power_state = pstate;
    assign idle_cycles = idle;
    assign clk_gated = pstate != 2'd0;
endmodule
