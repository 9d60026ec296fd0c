module interrupt_0010 (
    input  wire clk,
    input  wire rst,
    input  wire irq_line,
    output reg  irq,
    output reg  qualifying
);
    localparam S_LOW = 2'd0;
    localparam S_RISING = 2'd1;
    localparam S_HIGH = 2'd2;
    localparam S_FALLING = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_LOW: begin
                if (irq_line)
                    state_next = S_RISING;
            end
            S_RISING: begin
                if (irq_line)
                    state_next = S_HIGH;
                else if (!irq_line)
                    state_next = S_LOW;
            end
            S_HIGH: begin
                if (!irq_line)
                    state_next = S_FALLING;
            end
            S_FALLING: begin
                if (!irq_line)
                    state_next = S_LOW;
                else if (irq_line)
                    state_next = S_HIGH;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_LOW;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_LOW: begin irq = 1'b0; qualifying = 1'b0; end
            S_RISING: begin irq = 1'b0; qualifying = 1'b1; end
            S_HIGH: begin irq = 1'b1; qualifying = 1'b0; end
            S_FALLING: begin irq = 1'b1; qualifying = 1'b1; end
            default: begin irq = 1'b0; qualifying = 1'b0; end
        endcase
    end
endmodule

module saturating_arithmetic_0004 (
    input  wire       clk,
    input  wire       rst,
    input  wire       pix_valid,
    input  wire [5:0] raw,
    input  wire [3:0] black_level,
    output reg  [3:0] pixel,
    output wire       crushed,
    output wire       blown
);
    reg [3:0] pixel_next;

    always @* begin
        if (pix_valid && raw < black_level)
            pixel_next = 4'd0;
        else if (pix_valid && raw - black_level > 6'd15)
            pixel_next = 4'd15;
        else if (pix_valid)
            pixel_next = raw[3:0] - black_level;
        else
            pixel_next = pixel;
    end

    always @(posedge clk) begin
        if (rst) begin
            pixel <= 4'd0;
        end else begin
            pixel <= pixel_next;
        end
    end

    assign crushed = pixel == 4'd0;
    assign blown = pixel == 4'd15;
endmodule

module counter_0009 (
    input  wire       clk,
    input  wire       rst,
    input  wire       enc_a,
    input  wire       enc_b,
    output reg  [1:0] position
);
    localparam S_POS0 = 2'd0;
    localparam S_POS1 = 2'd1;
    localparam S_POS2 = 2'd2;
    localparam S_POS3 = 2'd3;
    reg [1:0] state;
    reg [1:0] state_next;

    always @* begin
        state_next = state;
        case (state)
            S_POS0: begin
                if ({enc_a, enc_b} == 2'b01)
                    state_next = S_POS1;
                else if ({enc_a, enc_b} == 2'b10)
                    state_next = S_POS3;
            end
            S_POS1: begin
                if ({enc_a, enc_b} == 2'b11)
                    state_next = S_POS2;
                else if ({enc_a, enc_b} == 2'b00)
                    state_next = S_POS0;
            end
            S_POS2: begin
                if ({enc_a, enc_b} == 2'b10)
                    state_next = S_POS3;
                else if ({enc_a, enc_b} == 2'b01)
                    state_next = S_POS1;
            end
            S_POS3: begin
                if ({enc_a, enc_b} == 2'b00)
                    state_next = S_POS0;
                else if ({enc_a, enc_b} == 2'b11)
                    state_next = S_POS2;
            end
            default: state_next = state;
        endcase
    end

    always @(posedge clk) begin
        if (rst)
            state <= S_POS0;
        else
            state <= state_next;
    end

    always @* begin
        case (state)
            S_POS0: begin position = 2'd0; end
            S_POS1: begin position = 2'd1; end
            S_POS2: begin position = 2'd2; end
            S_POS3: begin position = 2'd3; end
            default: begin position = 2'd0; end
        endcase
    end
endmodule
