module pulse_event_0007 (
    input  wire clk,
    input  wire rst,
    input  wire button,
    output reg  pulse,
    output reg  armed
);
    localparam S_READY = 2'd0;
    localparam S_FIRE = 2'd1;
    localparam S_WAIT_RELEASE = 2'd2;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_READY: begin
                if (button)
                    state_next = S_FIRE;
            end
            S_FIRE: begin
                if (button)
                    state_next = S_WAIT_RELEASE;
                else if (1'b1)
                    state_next = S_READY;
            end
            S_WAIT_RELEASE: begin
                if (!button)
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
            S_READY: begin pulse = 1'b0; armed = 1'b1; end
            S_FIRE: begin pulse = 1'b1; armed = 1'b0; end
            S_WAIT_RELEASE: begin pulse = 1'b0; armed = 1'b0; end
            default: begin pulse = 1'b0; armed = 1'b0; end
        endcase
    end
endmodule

module timer_0001 (
    input  wire       clk,
    input  wire       rst,
    input  wire       timer_en,
    input  wire       activity,
    input  wire [3:0] idle_limit,
    output reg  [3:0] idle_cycles,
    output wire       idle_req
);
    reg [3:0] idle_cycles_next;

    always @* begin
        if (activity)
            idle_cycles_next = 4'd0;
        else if (timer_en && idle_cycles != 4'd15)
            idle_cycles_next = idle_cycles + 4'd1;
        else
            idle_cycles_next = idle_cycles;
    end

    always @(posedge clk) begin
        if (rst) begin
            idle_cycles <= 4'd0;
        end else begin
            idle_cycles <= idle_cycles_next;
        end
    end

    assign idle_req = timer_en && idle_cycles >= idle_limit;
endmodule
